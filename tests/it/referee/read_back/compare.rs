//! The page reader's first check: a page and its Chinese twin read message by message, each
//! message both editions show carrying the same numbers in the same named places.

use super::grammar::{Read, Slot};
use std::collections::BTreeMap;

/// A message's places as the editions are compared.
pub(super) type Places<'a> = BTreeMap<&'a str, Place<'a>>;

/// A place as the editions are compared: its numbers; or words (worded in each language its
/// own way) and the numbers they say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Place<'a> {
    Numbers(&'a [u64]),
    Words(&'a [u64]),
}

impl Place<'_> {
    /// Whether two editions' places say the same: the same numbers; a number one edition says
    /// with a word ("coin 0", "第 0 枚") and the other bare; words in both that say a number in both or
    /// in neither (a reason does, a verdict does not); or, for a name (`name`), words in both.
    fn same(self, other: Place<'_>, name: bool) -> bool {
        match (self, other) {
            // A name says numbers of its own in each language ("Nim with a trap at 3"); it is
            // words in both.
            (Place::Words(_), Place::Words(_)) if name => true,
            (Place::Numbers(a), Place::Numbers(b)) => a == b,
            (Place::Numbers(n), Place::Words(w)) | (Place::Words(w), Place::Numbers(n)) => n.len() == 1 && w == n,
            (Place::Words(a), Place::Words(b)) => a.is_empty() == b.is_empty(),
        }
    }
}

/// Each message both editions of a page show carries the same numbers in each place, and each
/// message one edition shows the other shows too.
pub(super) fn compare(
    page: &str,
    en: &Read,
    zh: &Read,
    names: &std::collections::BTreeSet<(String, String)>,
) -> Vec<String> {
    fn group(r: &Read) -> BTreeMap<&str, Vec<Places<'_>>> {
        let mut by: BTreeMap<&str, Vec<Places<'_>>> = BTreeMap::new();
        for (id, slots) in r {
            let sorted = slots
                .iter()
                .map(|(k, v)| {
                    let place = match v {
                        Slot::Numbers(n) => Place::Numbers(n),
                        Slot::Words(n, _) => Place::Words(n),
                    };
                    (k.as_str(), place)
                })
                .collect();
            by.entry(id.as_str()).or_default().push(sorted);
        }
        for v in by.values_mut() {
            v.sort();
        }
        by
    }
    let (en, zh) = (group(en), group(zh));
    let mut out = Vec::new();
    for (id, e) in &en {
        let Some(z) = zh.get(id) else { continue };
        // A language may name a number the other leaves out ("two heaps"): the places both
        // languages have are compared.
        let keys_e: Vec<&str> = e.first().map(|x| x.keys().copied().collect()).unwrap_or_default();
        let keys_z: Vec<&str> = z.first().map(|x| x.keys().copied().collect()).unwrap_or_default();
        let shared = |a: &Places<'_>, keys: &[&str]| -> Vec<(String, String)> {
            a.iter().filter(|(k, _)| keys.contains(k)).map(|(k, v)| (k.to_string(), format!("{v:?}"))).collect()
        };
        // Each English reading is matched with a Chinese one that says the same in every place.
        let mut unmatched: Vec<&Places<'_>> = z.iter().collect();
        let mut only_en = Vec::new();
        for x in e {
            let fits = |y: &&Places<'_>| {
                x.iter().filter(|(k, _)| keys_z.contains(k)).all(|(k, v)| {
                    y.get(k).is_some_and(|w| v.same(*w, names.contains(&(id.to_string(), k.to_string()))))
                })
            };
            match unmatched.iter().position(fits) {
                Some(i) => {
                    unmatched.remove(i);
                }
                None => only_en.push(shared(x, &keys_z)),
            }
        }
        if !only_en.is_empty() || !unmatched.is_empty() {
            let only_zh: Vec<_> = unmatched.iter().map(|y| shared(y, &keys_e)).take(2).collect();
            out.push(format!(
                "{page}: {id} is read {} times in English and {} in Chinese; only in English {:?}, only in Chinese {only_zh:?}",
                e.len(),
                z.len(),
                &only_en[..only_en.len().min(2)]
            ));
        }
    }
    out
}
