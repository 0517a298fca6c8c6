//go:build !race

package nodetest_test

const raceEnabled = false
