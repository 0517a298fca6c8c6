//go:build race

package nodetest_test

const raceEnabled = true
