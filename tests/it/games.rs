//! Engine tests against the brute-force solver.
