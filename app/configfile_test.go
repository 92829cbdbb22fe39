package app

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Configuration that is not a regular file of sane size is refused with a
// reason, never read for ever (a device) or waited on (a FIFO), whether it
// is named by a flag or found in the configuration folder.
func TestLoadConfigNotARegularFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	big := writeTestFile(t, filepath.Join(t.TempDir(), "big.yaml"), "# "+strings.Repeat("x", maxConfigSize)+"\n")
	xdgWith := func(name, target string) string {
		xdg := t.TempDir()
		if err := os.MkdirAll(filepath.Join(xdg, "lwl"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, filepath.Join(xdg, "lwl", name)); err != nil {
			t.Fatal(err)
		}
		return xdg
	}
	tests := []struct {
		name  string
		flags ConfigFlags
		xdg   string
		want  string
	}{
		{"--keys /dev/zero", ConfigFlags{Keys: "/dev/zero"}, "", "--keys /dev/zero: not a regular file"},
		{"--keys a folder", ConfigFlags{Keys: dir}, "", "--keys " + dir + ": is a directory"},
		{"--layout a FIFO", ConfigFlags{Layout: fifo}, "", "--layout " + fifo + ": not a regular file"},
		{"--layout /dev/null", ConfigFlags{Layout: "/dev/null"}, "", "--layout /dev/null: not a regular file"},
		{"--theme a FIFO", ConfigFlags{Theme: fifo}, "", "--theme " + fifo + ": not a regular file"},
		{"--theme a folder", ConfigFlags{Theme: dir}, "", "--theme " + dir + ": is a directory"},
		{"--keys too large", ConfigFlags{Keys: big}, "", "--keys " + big + ": larger than 1 MiB"},
		{"--theme too large", ConfigFlags{Theme: big}, "", "--theme " + big + ": larger than 1 MiB"},
		{"keys.yaml → /dev/zero", ConfigFlags{}, xdgWith("keys.yaml", "/dev/zero"), "lwl/keys.yaml: not a regular file"},
		{"keys.yaml a folder", ConfigFlags{}, xdgWith("keys.yaml", dir), "lwl/keys.yaml: is a directory"},
		{"layout.yaml a FIFO", ConfigFlags{}, xdgWith("layout.yaml", fifo), "lwl/layout.yaml: not a regular file"},
		{"theme.yaml a FIFO", ConfigFlags{}, xdgWith("theme.yaml", fifo), "lwl/theme.yaml: not a regular file"},
		{"theme.yaml too large", ConfigFlags{}, xdgWith("theme.yaml", big), "lwl/theme.yaml: larger than 1 MiB"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xdg := tc.xdg
			if xdg == "" {
				xdg = t.TempDir()
			}
			done := make(chan error, 1)
			go func() {
				_, err := LoadConfig(testDefaults(t), tc.flags, envOf("XDG_CONFIG_HOME", xdg))
				done <- err
			}()
			err := <-done // a FIFO read blocks here for ever: the test times out
			if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
				t.Errorf("error %v, want one ending %q", err, tc.want)
			}
		})
	}
}

// readSmallFile checks the file it opened, not only the name: a FIFO put in
// place of a checked file is still refused (and the open does not wait for
// a writer).
func TestCheckConfigFileOpened(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "f")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	if err := checkSmallFile(fifo, st, maxConfigSize); err == nil || !strings.HasSuffix(err.Error(), "not a regular file") {
		t.Errorf("checkSmallFile on a FIFO: %v", err)
	}
}

// A configuration folder that cannot be searched (another user's $HOME; a
// $HOME that is a file) is a warning, and the defaults apply; a file named
// by a flag there stays an error.
func TestLoadConfigCannotLookUp(t *testing.T) {
	home := "/etc/passwd/x" // stat says ENOTDIR, as root too
	cfg, err := LoadConfig(testDefaults(t), ConfigFlags{}, envOf("HOME", home))
	if err != nil {
		t.Fatalf("an unsearchable HOME stops lwl: %v", err)
	}
	want := "/etc/passwd/x/.config/lwl: cannot be looked up (not a directory), so nothing there is read"
	if len(cfg.Warnings) != 1 || cfg.Warnings[0] != want {
		t.Errorf("warnings %q, want one: %q", cfg.Warnings, want)
	}
	if !sameBindings(cfg.Keys, defaultBindings(t)) {
		t.Errorf("keys are not the defaults")
	}
	if _, err := LoadConfig(testDefaults(t), ConfigFlags{Keys: home + "/.config/lwl/keys.yaml"}, envOf("HOME", home)); err == nil {
		t.Errorf("--keys through an unsearchable folder is no error")
	}
}

// A file in a folder that can be searched but that cannot itself be looked
// up (a symbolic link that loops) is a warning of its own.
func TestLoadConfigFileCannotLookUp(t *testing.T) {
	xdg := t.TempDir()
	loop := filepath.Join(xdg, "lwl", "keys.yaml")
	if err := os.MkdirAll(filepath.Dir(loop), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(testDefaults(t), ConfigFlags{}, envOf("XDG_CONFIG_HOME", xdg))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) != 1 || !strings.HasPrefix(cfg.Warnings[0], loop+": cannot be looked up (too many levels of symbolic links)") {
		t.Errorf("warnings %q", cfg.Warnings)
	}
}

// A file that can be seen but not read stays an error: it exists, so the
// user meant it.
func TestLoadConfigUnreadableFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads a mode-000 file")
	}
	xdg := t.TempDir()
	p := writeTestFile(t, filepath.Join(xdg, "lwl", "keys.yaml"), "ground: {}\n")
	if err := os.Chmod(p, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadConfig(testDefaults(t), ConfigFlags{}, envOf("XDG_CONFIG_HOME", xdg)); err == nil {
		t.Errorf("an unreadable keys.yaml is no error")
	}
}

// Names in messages are quoted when they hold control bytes, so an error
// cannot set the terminal's title.
func TestLoadConfigQuotesNames(t *testing.T) {
	name := filepath.Join(t.TempDir(), "x\x1b]0;TITLE\a.yaml")
	_, err := LoadConfig(testDefaults(t), ConfigFlags{Keys: name}, envOf())
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `x\x1b]0;TITLE\a.yaml`) {
		t.Errorf("error %q", err)
	}
	writeTestFile(t, name, "ground:\n  j: scrol\n")
	_, err = LoadConfig(testDefaults(t), ConfigFlags{Keys: name}, envOf())
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `TITLE\a.yaml":2: unknown action "scrol"`) {
		t.Errorf("error %q", err)
	}
	_, err = LoadConfig(testDefaults(t), ConfigFlags{Theme: "\x1b]0;T\a"}, envOf())
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("error %q", err)
	}
}

// A bad value megabytes long is quoted cut to a line.
func TestLoadConfigHugeValue(t *testing.T) {
	huge := strings.Repeat("scrol", 200000) + "\n"
	keys := writeTestFile(t, filepath.Join(t.TempDir(), "keys.yaml"), "ground:\n  j: "+huge)
	_, err := LoadConfig(testDefaults(t), ConfigFlags{Keys: keys}, envOf())
	if err == nil || len(err.Error()) > 1000 || !strings.Contains(err.Error(), "(1000000 bytes)") {
		t.Errorf("error of %d bytes: %.300s", len(err.Error()), err)
	}
}

// A configuration folder that is not a folder (a FIFO, a link to a device)
// is one warning, and the defaults apply.
func TestLoadConfigFolderNotAFolder(t *testing.T) {
	xdg := t.TempDir()
	if err := os.Symlink("/dev/zero", filepath.Join(xdg, "lwl")); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(testDefaults(t), ConfigFlags{}, envOf("XDG_CONFIG_HOME", xdg))
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(xdg, "lwl") + ": not a directory, so nothing there is read"
	if len(cfg.Warnings) != 1 || cfg.Warnings[0] != want {
		t.Errorf("warnings %q, want one: %q", cfg.Warnings, want)
	}
}
