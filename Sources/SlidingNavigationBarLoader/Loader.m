// Placeholder; the loader shim is built in its own issue.
