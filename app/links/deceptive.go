package links

import (
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/net/idna"
)

// Deceptive links: a link whose visible text is itself a URL, an e-mail
// address or a domain name, and whose destination goes to another host
// ([paypal.com](https://evil.example/login)). Hosts are compared in their
// ASCII (punycode) form, so a look-alike letter (Cyrillic а for Latin a)
// counts as a different host.

// deceptiveLink says which host a link's text names and which one its
// destination (resolved) goes to, when they differ. Text that names no
// host ("read more") is never deceptive, nor is a destination without a
// host (a local file). Ports and a leading "www." do not count, and a
// destination on a subdomain of the host the text names is that host's.
func deceptiveLink(text, dest string) (says, goes string, deceptive bool) {
	says = textHost(text)
	if says == "" {
		return "", "", false
	}
	if scheme, ok := otherKind(text, dest); ok {
		return says, "a " + scheme + " URL", true
	}
	goes = destHost(dest)
	if goes == "" {
		return "", "", false
	}
	s, okS := canonicalHost(says)
	g, okG := canonicalHost(goes)
	if !okG {
		return says, goes, true // a destination host that is no valid name
	}
	if !okS || s == g || strings.HasSuffix(g, "."+s) {
		return "", "", false
	}
	if a, err := idna.Lookup.ToASCII(goes); err == nil && a != goes {
		goes = a // show the look-alike for what it is
	}
	return says, goes, true
}

// textHost is the host a link's text names: the host of a URL
// ("https://paypal.com/x"), of an e-mail address, or a domain name or IP
// address standing alone ("paypal.com", "paypal.com/login",
// "192.0.2.1:8080"); "" for any other text.
func textHost(text string) string {
	t := strings.TrimSpace(text)
	t = strings.TrimPrefix(strings.TrimSuffix(t, ">"), "<")
	t = strings.TrimRight(t, ".,;:!?)")
	if t == "" || strings.ContainsAny(t, " \t") {
		return ""
	}
	if i := strings.Index(t, "://"); i > 0 {
		u, err := url.Parse(t)
		if err != nil || u.Hostname() == "" {
			return ""
		}
		return u.Hostname()
	}
	if rest, ok := cutFold(t, "mailto:"); ok {
		t = rest
	}
	if at := strings.LastIndexByte(t, '@'); at >= 0 {
		if !strings.ContainsAny(t[:at], "/:") {
			t = t[at+1:]
		}
	}
	host := t
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	if h, ok := splitPort(host); ok {
		host = h
	}
	if looksLikeHost(host) && !(host == t && looksLikeFile(host)) {
		return host
	}
	return ""
}

// isFileExtension reports the endings that make "main.go" or "notes.md" a file name
// rather than a domain, though .go and .md are top-level domains too: a link
// to a file on a forge ([main.go](https://github.com/…)) is not deceptive.
func isFileExtension(ext string) bool {
	switch ext {
	case "c", "h", "cc", "cpp", "css", "csv", "conf", "cfg",
		"gif", "go", "gz", "htm", "html", "ini", "java",
		"jpg", "js", "json", "kt", "lock", "log", "md",
		"mod", "mov", "mp4", "pdf", "pl", "png", "py",
		"rb", "rs", "sh", "sum", "svg", "swift", "tar",
		"toml", "ts", "txt", "xml", "yaml", "yml", "zip":
		return true
	}
	return false
}

// looksLikeFile: a bare name of two parts ending in a file extension.
func looksLikeFile(h string) bool {
	name, ext, ok := strings.Cut(h, ".")
	return ok && name != "" && !strings.Contains(ext, ".") && isFileExtension(strings.ToLower(ext))
}

// otherKind reports a destination of another kind than the text names:
// text with a scheme ("https://paypal.com") and a destination with another
// (http and https are one kind), or text with none ("paypal.com",
// "help@paypal.com") and a destination that is neither web, ftp nor mail
// (file:///etc/passwd, javascript:). It returns the destination's scheme.
// A relative destination has no scheme, and is not of another kind.
func otherKind(text, dest string) (string, bool) {
	u, err := url.Parse(browserForm(dest))
	if err != nil || u.Scheme == "" {
		return "", false
	}
	d := strings.ToLower(u.Scheme)
	t := strings.TrimPrefix(strings.TrimSpace(text), "<")
	if i := strings.Index(t, "://"); i > 0 {
		return d, schemeKind(strings.ToLower(t[:i])) != schemeKind(d)
	}
	if _, ok := cutFold(t, "mailto:"); ok {
		return d, d != "mailto"
	}
	switch d {
	case "http", "https", "ftp", "mailto", "ws", "wss":
		return d, false
	}
	return d, true
}

func schemeKind(s string) string {
	if s == "https" {
		return "http"
	}
	return s
}

// browserForm is dest as a browser reads a URL: no C0 control or space at
// either end, and no tab or line break anywhere (ht<TAB>tps://evil.example/
// is https).
func browserForm(dest string) string {
	dest = strings.TrimFunc(dest, func(r rune) bool { return r <= ' ' })
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, dest)
}

// destHost is the host a resolved destination goes to ("" for none); for
// mailto: the domain of the address.
func destHost(dest string) string {
	dest = browserForm(dest)
	if h, ok := browserHost(dest); ok {
		return h
	}
	u, err := url.Parse(dest)
	if err != nil {
		return ""
	}
	if strings.EqualFold(u.Scheme, "mailto") {
		addr := u.Opaque
		if addr == "" {
			addr = u.Path
		}
		addr, _, _ = strings.Cut(addr, "?")
		if at := strings.LastIndexByte(addr, '@'); at >= 0 {
			return addr[at+1:]
		}
		return ""
	}
	return u.Hostname()
}

// isSpecialScheme reports the schemes whose URLs browsers parse by the
// WHATWG URL standard's special rules.
func isSpecialScheme(scheme string) bool {
	switch scheme {
	case "http", "https", "ws", "wss", "ftp":
		return true
	}
	return false
}

// browserHost is the host a browser goes to for a URL of a special scheme,
// which is not always the one net/url (RFC 3986) sees, or sees at all: a
// backslash is a slash (https://evil.example\@paypal.com/ goes to
// evil.example), slashes after the scheme may be missing or many
// (https:evil.example, https:/\evil.example), and the host is
// percent-decoded (paypal.com%2eevil.example is paypal.com.evil.example).
// A deceptive link hides in these differences. false for another scheme.
func browserHost(dest string) (string, bool) {
	scheme, rest, ok := strings.Cut(dest, ":")
	if !ok || !isSpecialScheme(strings.ToLower(scheme)) {
		return "", false
	}
	rest = strings.TrimLeft(rest, "/\\")
	if i := strings.IndexAny(rest, "/\\?#"); i >= 0 {
		rest = rest[:i]
	}
	if at := strings.LastIndexByte(rest, '@'); at >= 0 {
		rest = rest[at+1:] // the user and password
	}
	host := rest
	if h, ok := splitPort(host); ok {
		host = h
	} else {
		host = strings.Trim(host, "[]")
	}
	if d, err := url.PathUnescape(host); err == nil {
		host = d
	}
	return host, true
}

// canonicalHost brings a host to the form hosts are compared in: an IP
// address in its standard spelling, a name in lower-case ASCII (IDNA) with
// no trailing dot and no leading "www.". ok is false for a name IDNA
// rejects.
func canonicalHost(h string) (string, bool) {
	h = strings.TrimSuffix(strings.Trim(h, "[]"), ".")
	if ip, ok := browserIPv4(h); ok {
		return ip, true
	}
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.Unmap().String(), true
	}
	a, err := idna.Lookup.ToASCII(h)
	if err != nil {
		return strings.ToLower(h), false
	}
	a = strings.ToLower(a)
	return strings.TrimPrefix(a, "www."), true
}

// looksLikeHost: an IP address, or dot-separated labels of letters, digits
// and hyphens ending in a top-level domain of two or more letters (or an
// IDNA "xn--" one).
func looksLikeHost(h string) bool {
	if _, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		return strings.Count(h, ".") == 3 || strings.Contains(h, ":")
	}
	labels := strings.Split(strings.TrimSuffix(h, "."), ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.HasPrefix(l, "-") || strings.HasSuffix(l, "-") {
			return false
		}
		for _, r := range l {
			if r != '-' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	tld := labels[len(labels)-1]
	if strings.HasPrefix(strings.ToLower(tld), "xn--") {
		return true
	}
	if len([]rune(tld)) < 2 {
		return false
	}
	for _, r := range tld {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// splitPort takes a ":port" off a host ("[::1]:80" → "::1").
func splitPort(h string) (string, bool) {
	if strings.HasPrefix(h, "[") {
		if i := strings.Index(h, "]"); i > 0 {
			return h[1:i], true
		}
		return h, false
	}
	if strings.Count(h, ":") != 1 {
		return h, false
	}
	host, port, _ := strings.Cut(h, ":")
	for _, r := range port {
		if r < '0' || r > '9' {
			return h, false
		}
	}
	return host, true
}

func cutFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// Warning is the status line's warning for a deceptive link, "" for an
// honest one: a text that says another host, or a destination that
// deceives on its own (lookalike.go).
func Warning(text, dest string) string {
	says, goes, bad := deceptiveLink(text, dest)
	if !bad {
		return destWarning(dest)
	}
	return "! text says " + says + ", goes to " + goes
}

// browserIPv4 reads h as a browser reads an IPv4 host (the WHATWG URL
// standard): one to four numbers, each decimal, 0x hex or 0 octal, the
// last filling the bytes left, so 0x7f.1, 2130706433 and 127.0.0.01 are
// all 127.0.0.1. false when h is not such an address.
func browserIPv4(h string) (string, bool) {
	parts := strings.Split(h, ".")
	if len(parts) > 4 {
		return "", false
	}
	nums := make([]uint64, len(parts))
	for i, p := range parts {
		base := 10
		switch {
		case len(p) > 1 && (p[:2] == "0x" || p[:2] == "0X"):
			base, p = 16, p[2:]
		case len(p) > 1 && p[0] == '0':
			base, p = 8, p[1:]
		}
		if p == "" && base == 16 {
			nums[i] = 0
			continue
		}
		n, err := strconv.ParseUint(p, base, 64)
		if err != nil || p == "" || strings.ContainsAny(p, "+-_") {
			return "", false
		}
		nums[i] = n
	}
	var ip uint64
	for i, n := range nums[:len(nums)-1] {
		if n > 255 {
			return "", false
		}
		ip |= n << (8 * (3 - i))
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return "", false
	}
	ip |= last
	return fmt.Sprintf("%d.%d.%d.%d", ip>>24, ip>>16&255, ip>>8&255, ip&255), true
}
