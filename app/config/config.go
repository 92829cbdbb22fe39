package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"lwl/internal/quote"
	"lwl/theme"
)

// Defaults are the embedded default files.
type Defaults struct {
	Keys, Layout []byte
}

// Flags are the command line's configuration flags ("" when unset).
type Flags struct {
	Keys, Layout, Theme string
}

// Config is the loaded, validated configuration.
type Config struct {
	// keys are the bindings, nil while they are the built-in ones alone:
	// those are made when first asked for (Keys), as a -F print that
	// fits never is.
	keys   Bindings
	Layout *Layout
	Theme  theme.Theme
	// Warnings are what lwl could not look at but went on without: a
	// user's file that could not be looked up. Shown, they do not stop lwl.
	Warnings []string
}

// Dir is where a user's files live: $XDG_CONFIG_HOME/lwl, else
// ~/.config/lwl. A relative XDG_CONFIG_HOME is ignored, as the XDG Base
// Directory spec says (it would name a folder under wherever lwl runs).
func Dir(getenv func(string) string) string {
	if x := getenv("XDG_CONFIG_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "lwl")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "lwl")
	}
	return ""
}

// Load reads the defaults, then the user's files (or the files named by
// flags) over them; check vets the actions keys.yaml binds. Any error names the file and line; nothing is half
// applied because nothing is used until all of it loaded.
func Load(def Defaults, flags Flags, getenv func(string) string, check CheckAction) (*Config, error) {
	l := &loader{cfg: &Config{}, dir: Dir(getenv), from: map[string]string{}}
	// A folder that cannot be looked up is one warning, not one a file.
	if l.dir != "" {
		exists, err := lookUpDir(l.dir)
		if err != nil {
			l.cfg.Warnings = append(l.cfg.Warnings, err.Error())
		}
		if !exists {
			l.dir = ""
		}
	}
	cfg := l.cfg
	var err error
	if cfg.keys, err = l.keys(def.Keys, flags.Keys, check); err != nil {
		return nil, err
	}
	if cfg.Layout, err = layered(parseLayoutBuiltin, def.Layout, l.userFile, flags.Layout, "layout.yaml"); err != nil {
		return nil, err
	}
	// The built-in hint keys are all names (esc, enter...), never a
	// letter a hint alphabet could hold (TestBuiltinHintKeysAreNoLetters).
	if cfg.keys != nil {
		keysFile, ok := l.from["keys.yaml"]
		if !ok {
			keysFile = "keys.yaml (built in)"
		}
		if err := checkHintKeys(cfg.keys, keysFile, cfg.Layout.Document); err != nil {
			return nil, err
		}
	}
	if cfg.Theme, err = l.theme(flags.Theme, getenv); err != nil {
		return nil, err
	}
	return cfg, nil
}

// Keys are the key bindings: keys.yaml's over the built-in ones.
func (c *Config) Keys() Bindings {
	if c.keys == nil {
		c.keys = builtinKeys()
	}
	return c.keys
}

// keys loads the key bindings: the defaults def with the user's keys.yaml
// (or the file flag names) over them, nil when they are the built-in
// bindings alone.
func (l *loader) keys(def []byte, flag string, check CheckAction) (Bindings, error) {
	path, user, err := l.userFile(flag, "keys.yaml")
	if err != nil {
		return nil, err
	}
	if user == nil && string(def) == builtinKeysYAML {
		return nil, nil
	}
	keys, err := parseKeysBuiltin(def, "keys.yaml (built in)", nil, check)
	if err != nil || user == nil {
		return keys, err
	}
	return ParseKeys(user, path, keys, check)
}

// loader is one run of Load: the configuration so far, the user's folder,
// and which user file each layer came from (as messages show it).
type loader struct {
	cfg  *Config
	dir  string
	from map[string]string
}

// userFile returns the file named by flag, else the user's file name in
// the folder if there is one; path is the file's name as messages show it.
func (l *loader) userFile(flag, name string) (path string, data []byte, err error) {
	p := flag
	var origin string
	if p == "" {
		if l.dir == "" {
			return "", nil, nil
		}
		p = filepath.Join(l.dir, name)
		exists, lookErr := lookUp(p)
		if lookErr != nil {
			l.cfg.Warnings = append(l.cfg.Warnings, lookErr.Error())
		}
		if !exists {
			return "", nil, nil
		}
		origin = quote.Name(p)
	} else {
		origin = flagOrigin(strings.TrimSuffix(name, ".yaml"), flag)
	}
	b, err := readConfig(p, origin)
	if err != nil {
		return "", nil, err
	}
	l.from[name] = quote.Name(p)
	return quote.Name(p), b, nil
}

// theme is the theme named by --theme (a built-in name or a file), mono
// under NO_COLOR, else the user's theme.yaml over the default.
func (l *loader) theme(name string, getenv func(string) string) (theme.Theme, error) {
	th := theme.Default()
	flagged := name != ""
	if name == "" && getenv("NO_COLOR") != "" {
		name = "mono"
	}
	if name != "" {
		b, ok := theme.Builtin(name)
		file := "theme/" + name + ".yaml"
		if !ok {
			if !strings.ContainsAny(name, "/.") {
				return nil, errors.New(flagOrigin("theme", name) + ": no such theme (themes: " + strings.Join(theme.BuiltinNames(), ", ") + ", or a file path such as ./" + quote.Name(name) + ")")
			}
			var err error
			if b, err = readConfig(name, flagOrigin("theme", name)); err != nil {
				return nil, err
			}
			file = quote.Name(name)
		}
		var err error
		if th, err = theme.Parse(b, file, th); err != nil {
			return nil, err
		}
	}
	if flagged {
		return th, nil
	}
	path, b, err := l.userFile("", "theme.yaml")
	if err != nil || b == nil {
		return th, err
	}
	return theme.Parse(b, path, th)
}

// flagOrigin is a file named by a flag as messages show it: "--keys FILE".
func flagOrigin(flag, path string) string {
	return "--" + flag + " " + quote.Name(path)
}

// layered parses the built-in file, then the user's (or the flag's) over it.
func layered[T any](parse func([]byte, string, T) (T, error), builtin []byte,
	userFile func(flag, name string) (string, []byte, error), flag, name string) (T, error) {
	var zero T
	v, err := parse(builtin, name+" (built in)", zero)
	if err != nil {
		return v, err
	}
	path, b, err := userFile(flag, name)
	if err != nil || b == nil {
		return v, err
	}
	return parse(b, path, v)
}

// WriteDefaults writes the default files into dir for editing, never
// overwriting one that exists, and returns a line for each file saying what
// it did.
func WriteDefaults(dir string, def Defaults) ([]string, error) {
	if dir == "" {
		return nil, errors.New("no configuration folder: set XDG_CONFIG_HOME or HOME")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	th, _ := theme.Builtin("default")
	var report []string
	for _, f := range []struct {
		name string
		data []byte
	}{{"keys.yaml", def.Keys}, {"layout.yaml", def.Layout}, {"theme.yaml", th}} {
		path := filepath.Join(dir, f.name)
		file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			report = append(report, "kept "+path+" (it exists)")
			continue
		}
		if err != nil {
			return report, err
		}
		_, err = file.Write(f.data)
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return report, quote.FileError(path, err)
		}
		report = append(report, "wrote "+path)
	}
	return report, nil
}
