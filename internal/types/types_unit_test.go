package types

import (
	"bytes"
	"testing"
)

func TestUnchanged(t *testing.T) {
	for _, f := range Files() {
		if !Unchanged(f.Content) {
			t.Errorf("%s as written is not Unchanged", f.Name)
		}
		edited := bytes.Replace(f.Content, []byte("\n"), []byte("\n "), 2)
		if Unchanged(edited) {
			t.Errorf("%s edited is Unchanged", f.Name)
		}
		// An older version's file, as that version wrote it, is unchanged too.
		if old := marked([]byte("{}\n")); !Unchanged(old) {
			t.Error("an older version's file is not Unchanged")
		}
		if Unchanged(f.Content[bytes.IndexByte(f.Content, '\n')+1:]) {
			t.Errorf("%s without its mark is Unchanged", f.Name)
		}
	}
}
