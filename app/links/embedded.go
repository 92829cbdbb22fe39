package links

import (
	"net/url"
	"path"
	"strings"
)

// Documents shipped inside lwl (the README, the default keys.yaml…) are
// named lwl:NAME. One of them is read with the base lwl:NAME, so its
// relative links ("keys.yaml", "#keys") name the shipped documents and its
// own sections, never files of the folder lwl was started in.

// EmbeddedScheme is the scheme of the documents shipped inside lwl.
const EmbeddedScheme = "lwl"

// EmbeddedBase is the base URL of the shipped document name.
func EmbeddedBase(name string) *url.URL {
	return &url.URL{Scheme: EmbeddedScheme, Opaque: name}
}

// resolveEmbedded resolves dest in the shipped document name: a relative
// path against name's folder, a fragment alone within name. Anything with
// a scheme or a host stays as written.
func resolveEmbedded(name, dest string) string {
	ref, err := url.Parse(dest)
	if err != nil || ref.IsAbs() || ref.Host != "" || ref.Opaque != "" {
		return dest
	}
	p := name
	switch {
	case strings.HasPrefix(ref.Path, "/"):
		p = strings.TrimPrefix(path.Clean(ref.Path), "/")
	case ref.Path != "":
		p = path.Join(path.Dir(name), ref.Path)
	}
	s := EmbeddedScheme + ":" + p
	if ref.Fragment != "" {
		s += "#" + ref.Fragment
	}
	return s
}
