//go:build !race

package engine_test

const raceEnabled = false

// raceFactor is 1 under the race detector, else 0.
const raceFactor = 0
