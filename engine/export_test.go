package engine

// UnknownProperty is unknownProperty, for tests.
var UnknownProperty = unknownProperty
