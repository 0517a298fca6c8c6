package api

import "time"

// Level is a console level.
type Level string

// Console levels.
const (
	LevelLog   Level = "log"
	LevelInfo  Level = "info"
	LevelWarn  Level = "warn"
	LevelError Level = "error"
	LevelDebug Level = "debug"
)

// Log is a line (or block) an extension wrote with console.*, or to
// process.stdout or process.stderr.
type Log struct {
	Extension string
	Level     Level
	Text      string
	Time      time.Time
}

// Progress is what an extension reports with context.progress({ message,
// progress, total }) while a call runs.
type Progress struct {
	// Tool is the qualified name of the tool whose call reported it.
	Tool string
	// Message says what the call is doing ("" if it did not say).
	Message string
	// Progress and Total are how far it is and how far it goes; 0 when it
	// did not say (Total 0: unknown). Neither is negative.
	Progress, Total float64
}
