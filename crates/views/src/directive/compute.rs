//! A request computed by the engine ([`compute`]): the worked example every view reads.

use super::lexer::split_words;
use super::mistake::DirectiveError;
use super::request::{Calculation, Request, parse_example};
use nimbook_engine::{self, GameError, analysis, euler301, nim, xor};
use serde::Serialize;

/// A computed worked example: plain data for templates, JSON and terminal text. Every example
/// serialises with a `game` key naming its game.
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)] // built once per block and read in place: boxing buys nothing
pub enum Example {
    /// Theorem 1's construction.
    Theorem1(nim::Theorem1),
    /// Theorem 2's table.
    Theorem2(nim::Theorem2),
    /// XOR of a range.
    XorRange(xor::XorRangeExample),
    /// Project Euler 301.
    Euler301(euler301::Euler301Example),
    /// Any game, by the one model.
    Game(analysis::GameExample),
}

/// The calculations, tagged with their name under `game`, as every example is.
#[derive(Serialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
enum Tagged<'a> {
    Theorem1(&'a nim::Theorem1),
    Theorem2(&'a nim::Theorem2),
    XorRange(&'a xor::XorRangeExample),
    #[serde(rename = "euler301")]
    Euler301(&'a euler301::Euler301Example),
}

impl Serialize for Example {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Example::Theorem1(e) => Tagged::Theorem1(e).serialize(s),
            Example::Theorem2(e) => Tagged::Theorem2(e).serialize(s),
            Example::XorRange(e) => Tagged::XorRange(e).serialize(s),
            Example::Euler301(e) => Tagged::Euler301(e).serialize(s),
            Example::Game(e) => e.serialize(s),
        }
    }
}

impl Example {
    /// The name of the partial that shows it: `game`, or the calculation's name.
    pub fn kind(&self) -> &'static str {
        match self {
            Example::Theorem1(_) => "theorem1",
            Example::Theorem2(_) => "theorem2",
            Example::XorRange(_) => "xor-range",
            Example::Euler301(_) => "euler301",
            Example::Game(_) => "game",
        }
    }
}

/// Runs the engine for a request.
pub fn compute(request: &Request) -> Result<Example, GameError> {
    // One request of the engine: a teacher's rule spends here what it would spend alone.
    nimbook_engine::script::metered(|| compute_alone(request))
}

fn compute_alone(request: &Request) -> Result<Example, GameError> {
    let calculation = match request {
        Request::Game { game, heaps } => return Ok(Example::Game(analysis::example(game, heaps)?)),
        Request::Calc(c) => c,
    };
    Ok(match calculation {
        Calculation::Theorem1 { heaps } => {
            nim::validate(heaps, nim::NimRules::default())?;
            Example::Theorem1(nim::theorem1(heaps).ok_or_else(|| GameError::invalid("refusal-theorem1-zero", []))?)
        }
        Calculation::Theorem2 { heaps } => Example::Theorem2(nim::theorem2(heaps)?),
        Calculation::XorRange { a, b } => Example::XorRange(
            xor::xor_range_example(*a, *b)
                .ok_or_else(|| GameError::invalid("refusal-range-order", [("a", (*a).into()), ("b", (*b).into())]))?,
        ),
        Calculation::Euler301 { bits } => Example::Euler301(euler301::example(*bits)?),
    })
}

/// Parses and computes in one step, for callers that only have text.
pub fn example_from_text(text: &str) -> Result<Example, DirectiveError> {
    let request = parse_example(&split_words(text))?;
    Ok(compute(&request)?)
}
