package app

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"lwl/app/files"
	"lwl/widgets/doc"
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

// A FIFO in the file list is opened once: coming back to it with :p :n
// shows what its writer wrote, rather than opening it again and waiting
// for another writer.
func TestFileListFifoOpenedOnce(t *testing.T) {
	dir := t.TempDir()
	plain, fifo := filepath.Join(dir, "plain.txt"), filepath.Join(dir, "f")
	if err := os.WriteFile(plain, []byte("the plain file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // a reader still waiting for a writer goes
		if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
	})
	src, err := doc.Open(plain, nil)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Source: src, Name: "plain.txt", Path: plain,
		Files: []files.Arg{{Name: "plain.txt", Path: plain}, {Name: "f", Path: fifo}}}, 80, 10)
	hs.waitFor("the plain file", func(sc simScreen) bool { return sc.row(0) == "the plain file" })
	hs.keys(":n")
	hs.waitFor("the wait for a writer", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "waiting for input") })
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("TEXT\n")
	w.Close()
	hs.waitFor("the writer's text", func(sc simScreen) bool { return sc.row(0) == "TEXT" })
	hs.keys(":p")
	hs.waitFor("the plain file again", func(sc simScreen) bool { return sc.row(0) == "the plain file" })
	hs.keys(":n")
	hs.waitFor("the writer's text again", func(sc simScreen) bool { return sc.row(0) == "TEXT" })
}
