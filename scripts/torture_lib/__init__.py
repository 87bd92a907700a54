"""The torture suites behind scripts/torture (see that script)."""
