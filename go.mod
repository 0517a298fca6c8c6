module github.com/earshot/extensions

go 1.26.8

require (
	github.com/fastschema/qjs v0.0.6
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/tetratelabs/wazero v1.11.0
	golang.org/x/text v0.14.0
)

require (
	github.com/stretchr/testify v1.12.1 // indirect
	golang.org/x/sys v0.50.0 // indirect
)
