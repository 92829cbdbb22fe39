package links

import "testing"

func TestDeceptiveLink(t *testing.T) {
	for _, tc := range []struct {
		text, dest string
		says, goes string // "" when honest
	}{
		{"paypal.com", "https://evil.example/login", "paypal.com", "evil.example"},
		// Where a browser (the WHATWG URL standard) goes, not RFC 3986.
		{"paypal.com", "https://paypal.com%2eevil.example/", "paypal.com", "paypal.com.evil.example"},
		{"paypal.com", "https://evil.example\\@paypal.com/", "paypal.com", "evil.example"},
		{"https://paypal.com/", "https://evil.example\\.paypal.com/", "paypal.com", "evil.example"},
		{"paypal.com", "https:/\\evil.example/", "paypal.com", "evil.example"},
		{"paypal.com", "https:evil.example", "paypal.com", "evil.example"},
		{"paypal.com", "HTTPS://evil.example/", "paypal.com", "evil.example"},
		{"paypal.com", "https://user:pw@paypal.com:443/x?y#z", "", ""},
		{"paypal.com", "https://paypal.com\\x", "", ""},
		// IPv4 written as browsers also read it
		{"127.0.0.1", "http://0x7f.1/", "", ""},
		{"1.2.3.4", "http://16909060/", "", ""},
		{"1.2.3.4", "http://1.2.3.04/", "", ""},
		{"8.8.8.8", "http://0x7f.1/", "8.8.8.8", "0x7f.1"},
		{"example.com", "http://0x7f.1/", "example.com", "0x7f.1"},
		{"paypal.com", "ht\ttps://evil.example/", "paypal.com", "evil.example"},
		{"paypal.com", "https\t://evil.example/", "paypal.com", "evil.example"},
		{"paypal.com", "h\nttps://evil.example\\@paypal.com/", "paypal.com", "evil.example"},
		{"paypal.com", " \x01https://evil.example/", "paypal.com", "evil.example"},
		{"https://paypal.com/login", "https://evil.example/login", "paypal.com", "evil.example"},
		{"<https://paypal.com>", "https://evil.example/", "paypal.com", "evil.example"},
		{"paypal.com/signin", "http://evil.example", "paypal.com", "evil.example"},
		{"paypal.com", "https://paypal.com/x", "", ""},
		{"paypal.com", "https://www.paypal.com/x", "", ""},
		{"www.paypal.com", "https://paypal.com/", "", ""},
		{"PayPal.COM.", "https://paypal.com/", "", ""},
		{"paypal.com", "https://login.paypal.com/", "", ""}, // the text's own subdomain
		{"login.paypal.com", "https://paypal.com.evil.example/", "login.paypal.com", "paypal.com.evil.example"},
		// ports do not count
		{"example.com:8080", "https://example.com:9090/", "", ""},
		{"http://example.com:8080/", "https://example.com/", "", ""},
		{"example.com:8080", "https://evil.example:8080/", "example.com", "evil.example"},
		// IP addresses
		{"192.0.2.1", "http://192.0.2.1/x", "", ""},
		{"192.0.2.1", "http://192.0.2.2/x", "192.0.2.1", "192.0.2.2"},
		{"http://[2001:db8::1]/", "http://[2001:db8:0::1]:80/", "", ""},
		{"bank.example", "http://192.0.2.9/", "bank.example", "192.0.2.9"},
		// IDNA: a Cyrillic а is another host; an honest IDN is the same
		{"paypal.com", "https://p\u0430ypal.com/", "paypal.com", "xn--pypal-4ve.com"},
		{"p\u0430ypal.com", "https://xn--pypal-4ve.com/", "", ""},
		{"bücher.example", "https://xn--bcher-kva.example/", "", ""},
		{"bücher.example", "https://bucher.example/", "bücher.example", "bucher.example"},
		// mailto
		{"help@paypal.com", "mailto:help@paypal.com", "", ""},
		{"help@paypal.com", "mailto:help@evil.example?subject=x", "paypal.com", "evil.example"},
		{"mailto:help@paypal.com", "mailto:help@evil.example", "paypal.com", "evil.example"},
		{"paypal.com", "mailto:x@evil.example", "paypal.com", "evil.example"},
		// text that names no host, or a destination with none
		{"read more", "https://evil.example/", "", ""},
		{"RFC 8820", "https://datatracker.ietf.org/", "", ""},
		{"v1.2", "https://evil.example/", "", ""},
		{"file.txt", "https://evil.example/", "", ""},
		{"main.go", "https://github.com/x/y/blob/main/main.go", "", ""}, // .go is a TLD, but this is a file
		{"gbdev.io", "https://evil.example/", "gbdev.io", "evil.example"},
		{"https://main.go/", "https://evil.example/", "main.go", "evil.example"}, // a URL is a URL
		{"paypal.com", "login.html", "", ""},
		// text that names a host, a destination of another kind
		{"paypal.com", "file:///etc/passwd", "paypal.com", "a file URL"},
		{"paypal.com", "javascript:alert(1)", "paypal.com", "a javascript URL"},
		{"https://paypal.com/", "file://paypal.com/x", "paypal.com", "a file URL"},
		{"https://paypal.com/", "http://paypal.com/", "", ""},
		{"https://paypal.com/", "ftp://paypal.com/", "paypal.com", "a ftp URL"},
		{"paypal.com", "ftp://paypal.com/", "", ""},
		{"help@paypal.com", "https://paypal.com/help", "", ""},
		{"", "https://evil.example/", "", ""},
	} {
		says, goes, bad := deceptiveLink(tc.text, tc.dest)
		if bad != (tc.says != "") || says != tc.says || goes != tc.goes {
			t.Errorf("deceptiveLink(%q, %q) = %q, %q, %v; want %q, %q", tc.text, tc.dest, says, goes, bad, tc.says, tc.goes)
		}
	}
}

// A destination deceives with no help from the text: a user name that
// looks like a host before the real one, a host that mixes scripts or is
// all look-alike letters. The host is shown in punycode.
func TestDestWarning(t *testing.T) {
	for _, tc := range []struct{ dest, want string }{
		{"https://google.com@evil.example/", "! user name google.com before the host, goes to evil.example"},
		{"https://google.com:pw@evil.example/", "! user name google.com before the host, goes to evil.example"},
		{"https://www.paypal.com%40evil.example@evil.example/", "! user name www.paypal.com@evil.example before the host, goes to evil.example"},
		{"https://user:pw@example.com/", ""},
		{"https://\u0430pple.com/", "! look-alike host, goes to xn--pple-43d.com"},
		{"https://xn--pple-43d.com/", "! look-alike host, goes to xn--pple-43d.com"},
		{"https://\u0430\u0440\u0440\u04cf\u0435.com/", "! look-alike host, goes to xn--80ak6aa92e.com"},
		{"https://p\u03bfrtal.example/", "! look-alike host, goes to xn--prtal-rce.example"},
		{"https://bücher.example/", ""},
		{"https://пример.рф/", ""},
		{"https://例え.jp/", ""},
		{"https://東京ガス.jp/", ""},
		{"https://example.com/", ""},
		{"mailto:a@example.com", ""},
		{"file:///etc/passwd", ""},
		{"notes.md", ""},
	} {
		if got := destWarning(tc.dest); got != tc.want {
			t.Errorf("destWarning(%q) = %q, want %q", tc.dest, got, tc.want)
		}
	}
}

func TestLinkWarning(t *testing.T) {
	if got, want := Warning("paypal.com", "https://evil.example/login"), "! text says paypal.com, goes to evil.example"; got != want {
		t.Errorf("Warning = %q, want %q", got, want)
	}
	if got := Warning("paypal", "https://evil.example/login"); got != "" {
		t.Errorf("Warning of plain text = %q", got)
	}
	// A bare URL: its text is its destination.
	for _, u := range []string{"https://google.com@evil.example/", "https://\u0430pple.com/"} {
		if got := Warning(u, u); got == "" {
			t.Errorf("Warning of the bare URL %q says nothing", u)
		}
	}
}
