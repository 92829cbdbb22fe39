package tracefile

import (
	"os"
	"path/filepath"
	"testing"
)

// A trace is written to the file named; a file that cannot be made is an
// error, and its stop does nothing.
func TestStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.out")
	stop, err := Start(path)
	if err != nil {
		t.Fatal(err)
	}
	stop()
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		t.Errorf("no trace written to %s: %v", path, err)
	}
	stop, err = Start(filepath.Join(t.TempDir(), "missing", "trace.out"))
	if err == nil {
		t.Error("no error for a folder that does not exist")
	}
	stop()
}
