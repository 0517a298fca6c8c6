//go:build race

package engine_test

const raceEnabled = true

// raceFactor is 1 under the race detector, else 0.
const raceFactor = 1
