package suggest

import "testing"

func TestDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"git", "git", 0}, {"gti", "git", 1}, {"readOlny", "readOnly", 1},
		{"kitten", "sitting", 3}, {"permision", "permission", 1}, {"", "abc", 3}, {"ca", "abc", 3},
	} {
		if got := Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestClosest(t *testing.T) {
	names := []string{"git", "jira", "todos", "description"}
	for _, tt := range []struct {
		s, want string
		ok      bool
	}{
		{"gti", "git", true}, {"GIT", "git", true}, {"jria", "jira", true}, {"todo", "todos", true},
		{"descriptoin", "description", true}, {"decsriptin", "description", true},
		{"bash", "", false}, {"go", "", false}, {"jiraa2", "", false},
	} {
		got, ok := Closest(tt.s, names)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Closest(%q) = %q %v, want %q %v", tt.s, got, ok, tt.want, tt.ok)
		}
	}
}
