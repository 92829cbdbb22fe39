package links

import (
	"net/url"
	"os"
	"strings"
)

// A file: URL names a file on the host its authority names (RFC 8089).
// Only one with no host, "localhost" or this machine's name (as
// ls --hyperlink and lwl's own hyperlinks write them) is a file here:
// file://otherhost/etc/passwd is not this machine's /etc/passwd, and lwl
// cannot fetch a file from another host. Following one says so and does
// nothing: a browser given it might well open the local file too.

// isLocalFileHost reports whether a file: URL's host (with its port, if
// any) is this machine.
func isLocalFileHost(host string) bool {
	if host == "" || strings.EqualFold(host, "localhost") {
		return true
	}
	h, err := os.Hostname()
	return err == nil && strings.EqualFold(host, h)
}

// RemoteFileHost is the host of a file: URL that names another machine.
func RemoteFileHost(dest string) (string, bool) {
	u, err := url.Parse(dest)
	if err != nil || u.Scheme != "file" || isLocalFileHost(u.Host) {
		return "", false
	}
	return u.Host, true
}
