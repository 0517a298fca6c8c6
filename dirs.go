package extensions

import (
	"os"
	"path/filepath"
)

// Environment variables that set the default folders.
const (
	EnvConfigDir = "EARSHOT_CONFIG_DIR"
	EnvCacheDir  = "EARSHOT_CACHE_DIR"
)

// DefaultConfigDir is $EARSHOT_CONFIG_DIR, else "earshot" in the OS user
// config folder (~/.config/earshot on Linux). It is "" if neither exists.
func DefaultConfigDir() string {
	if d := os.Getenv(EnvConfigDir); d != "" {
		return d
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "earshot")
	}
	return ""
}

// DefaultCacheDir is $EARSHOT_CACHE_DIR, else "earshot" in the OS user
// cache folder (~/.cache/earshot on Linux). It is "" if neither exists.
func DefaultCacheDir() string {
	if d := os.Getenv(EnvCacheDir); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "earshot")
	}
	return ""
}
