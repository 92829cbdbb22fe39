package e2e

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A terminal in ISO 8859-1 (tcell alone refused it: "character set not
// supported"): lwl starts, sends é as the byte 0xE9, takes 0xE9 typed as
// é, and -F prints in that set too. A set lwl does not know (EUC-JP) falls
// back to US-ASCII: é shows as '?'.
func TestE2ELatin1Terminal(t *testing.T) {
	file := filepath.Join(t.TempDir(), "cafe.txt")
	if err := os.WriteFile(file, []byte("caf\u00e9 au lait\nline two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	latin1 := append(lwlEnv(t), "LC_ALL=en_US.ISO-8859-1")

	h := startWith(t, startOpts{env: latin1}, file)
	h.waitFor(t, "the text", func(s string) bool { return strings.Contains(s, "line two") }, e2eTimeout)
	h.waitQuiet(t, 100*time.Millisecond)
	if out := h.rawOutput(); !bytes.Contains(out, []byte{0xe9}) || bytes.Contains(out, []byte("\u00e9")) {
		t.Errorf("é is not sent as ISO 8859-1's 0xE9 (nor only so): %q", out)
	}
	h.typeKeys("/\xe9 \r") // the terminal's é, a blank
	h.waitStatus(t, "1 match")
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Fatalf("exit %d", code)
	}

	h = startWith(t, startOpts{env: latin1}, "-F", file)
	if code := h.wait(t); code != 0 {
		t.Fatalf("-F: exit %d", code)
	}
	if out := h.rawOutput(); !bytes.Contains(out, []byte("caf\xe9 au lait")) {
		t.Errorf("-F did not print é as 0xE9: %q", out)
	}

	h = startWith(t, startOpts{env: append(lwlEnv(t), "LC_ALL=ja_JP.EUC-JP")}, file)
	h.waitFor(t, "é as '?'", func(s string) bool { return strings.Contains(s, "caf? au lait") }, e2eTimeout)
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Fatalf("EUC-JP: exit %d", code)
	}
}
