package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// :e drops the blanks around the name typed, as less does: " wide.txt"
// opens wide.txt, not a file named with a space.
func TestEditFileTrimsBlanks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "wide.txt")
	if err := os.WriteFile(path, []byte("the wide file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{" " + path, "  " + path + "  ", path + "\t"} {
		t.Run(typed, func(t *testing.T) {
			hs := startApp(t, Options{}, 80, 10)
			hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
			hs.keys(":e" + typed + "\r")
			// The file's name in the status bar or in the message that it
			// could not be opened, not in the prompt.
			sc := hs.waitFor("the file or a message", func(sc simScreen) bool {
				return strings.Contains(sc.row(-1), "wide.txt") && !strings.HasPrefix(sc.row(-1), ":e")
			})
			if sc.row(0) != "the wide file" || !strings.Contains(sc.row(-1), "/wide.txt  line 1") {
				t.Errorf(":e%q shows\n%s", typed, sc)
			}
		})
	}
}
