// Package api is the vocabulary of earshot's extension host: the values an
// embedder hands to the Host or gets back from it — limits, errors and
// their causes, permission prompts, console lines, progress reports,
// capabilities, diagnostics and page policies. The Host (package
// extensions) and every stage behind it use these types as they are, so
// that one name means one thing from Options to the QuickJS instance.
//
// The package depends on nothing else of the host's, and holds no
// behaviour beyond checking and describing its values.
package api
