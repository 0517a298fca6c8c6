package engine

import "github.com/earshot/extensions/wasm"

// UnknownProperty is unknownProperty, for tests.
var UnknownProperty = unknownProperty

// Instances is the extension's instances now: the one calls use and the
// spare, if any.
func Instances(x *Extension) []*wasm.Instance {
	x.sem <- struct{}{}
	defer func() { <-x.sem }()
	var out []*wasm.Instance
	for _, v := range []*vm{x.vm, x.spare} {
		if v != nil {
			out = append(out, v.inst)
		}
	}
	return out
}
