// Never finishes evaluating. Listing it untrusted must not evaluate it.
for (;;) {}
