package app

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"lwl/app/config"
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
	big := writeTestFile(t, filepath.Join(t.TempDir(), "big.yaml"), "# "+strings.Repeat("x", config.MaxFileSize)+"\n")
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
		flags config.Flags
		xdg   string
		want  string
	}{
		{"--keys /dev/zero", config.Flags{Keys: "/dev/zero"}, "", "--keys /dev/zero: not a regular file"},
		{"--keys a folder", config.Flags{Keys: dir}, "", "--keys " + dir + ": is a directory"},
		{"--layout a FIFO", config.Flags{Layout: fifo}, "", "--layout " + fifo + ": not a regular file"},
		{"--layout /dev/null", config.Flags{Layout: "/dev/null"}, "", "--layout /dev/null: not a regular file"},
		{"--theme a FIFO", config.Flags{Theme: fifo}, "", "--theme " + fifo + ": not a regular file"},
		{"--theme a folder", config.Flags{Theme: dir}, "", "--theme " + dir + ": is a directory"},
		{"--keys too large", config.Flags{Keys: big}, "", "--keys " + big + ": larger than 1 MiB"},
		{"--theme too large", config.Flags{Theme: big}, "", "--theme " + big + ": larger than 1 MiB"},
		{"keys.yaml → /dev/zero", config.Flags{}, xdgWith("keys.yaml", "/dev/zero"), "lwl/keys.yaml: not a regular file"},
		{"keys.yaml a folder", config.Flags{}, xdgWith("keys.yaml", dir), "lwl/keys.yaml: is a directory"},
		{"layout.yaml a FIFO", config.Flags{}, xdgWith("layout.yaml", fifo), "lwl/layout.yaml: not a regular file"},
		{"theme.yaml a FIFO", config.Flags{}, xdgWith("theme.yaml", fifo), "lwl/theme.yaml: not a regular file"},
		{"theme.yaml too large", config.Flags{}, xdgWith("theme.yaml", big), "lwl/theme.yaml: larger than 1 MiB"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xdg := tc.xdg
			if xdg == "" {
				xdg = t.TempDir()
			}
			done := make(chan error, 1)
			go func() {
				_, err := config.Load(testDefaults(t), tc.flags, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
				done <- err
			}()
			err := <-done // a FIFO read blocks here for ever: the test times out
			if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
				t.Errorf("error %v, want one ending %q", err, tc.want)
			}
		})
	}
}

// A configuration folder that cannot be searched (another user's $HOME; a
// $HOME that is a file) is a warning, and the defaults apply; a file named
// by a flag there stays an error.
func TestLoadConfigCannotLookUp(t *testing.T) {
	home := "/etc/passwd/x" // stat says ENOTDIR, as root too
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("HOME", home), CheckAction)
	if err != nil {
		t.Fatalf("an unsearchable HOME stops lwl: %v", err)
	}
	want := "/etc/passwd/x/.config/lwl: cannot be looked up (not a directory), so nothing there is read"
	if len(cfg.Warnings) != 1 || cfg.Warnings[0] != want {
		t.Errorf("warnings %q, want one: %q", cfg.Warnings, want)
	}
	if !sameBindings(cfg.Keys(), defaultBindings(t)) {
		t.Errorf("keys are not the defaults")
	}
	if _, err := config.Load(testDefaults(t), config.Flags{Keys: home + "/.config/lwl/keys.yaml"}, envOf("HOME", home), CheckAction); err == nil {
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
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
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
	if _, err := config.Load(testDefaults(t), config.Flags{}, envOf("XDG_CONFIG_HOME", xdg), CheckAction); err == nil {
		t.Errorf("an unreadable keys.yaml is no error")
	}
}

// Names in messages are quoted when they hold control bytes, so an error
// cannot set the terminal's title.
func TestLoadConfigQuotesNames(t *testing.T) {
	name := filepath.Join(t.TempDir(), "x\x1b]0;TITLE\a.yaml")
	_, err := config.Load(testDefaults(t), config.Flags{Keys: name}, envOf(), CheckAction)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `x\x1b]0;TITLE\a.yaml`) {
		t.Errorf("error %q", err)
	}
	writeTestFile(t, name, "ground:\n  j: scrol\n")
	_, err = config.Load(testDefaults(t), config.Flags{Keys: name}, envOf(), CheckAction)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") || !strings.Contains(err.Error(), `TITLE\a.yaml":2: unknown action "scrol"`) {
		t.Errorf("error %q", err)
	}
	_, err = config.Load(testDefaults(t), config.Flags{Theme: "\x1b]0;T\a"}, envOf(), CheckAction)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\a") {
		t.Errorf("error %q", err)
	}
}

// A bad value megabytes long is quoted cut to a line.
func TestLoadConfigHugeValue(t *testing.T) {
	huge := strings.Repeat("scrol", 200000) + "\n"
	keys := writeTestFile(t, filepath.Join(t.TempDir(), "keys.yaml"), "ground:\n  j: "+huge)
	_, err := config.Load(testDefaults(t), config.Flags{Keys: keys}, envOf(), CheckAction)
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
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(xdg, "lwl") + ": not a directory, so nothing there is read"
	if len(cfg.Warnings) != 1 || cfg.Warnings[0] != want {
		t.Errorf("warnings %q, want one: %q", cfg.Warnings, want)
	}
}
