// Package suggest finds the name someone likely meant when they wrote one
// that does not exist: a property of the extension contract, an extension
// named in settings.
package suggest

import "strings"

// Closest returns the name in names closest to s, ignoring case, when it is
// close enough to be a typo of it: one edit for short names, up to a
// quarter of the name's length for longer ones (at most two). Edits are
// insertions, deletions, substitutions and swaps of two neighbours.
func Closest(s string, names []string) (string, bool) {
	best, bestD := "", 3
	for _, n := range names {
		d := Distance(strings.ToLower(s), strings.ToLower(n))
		if d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" || bestD > max(1, len(best)/4) {
		return "", false
	}
	return best, true
}

// Distance is the edit distance between a and b, in bytes (names are
// ASCII; a long one is never close): insertions, deletions, substitutions
// and swaps of two neighbours (readOlny) count one each.
func Distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	// d[i][j] is the distance between a[:i] and b[:j].
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
