package org.goref.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Whose address a request is counted as: {@code X-Forwarded-For} only through trusted proxies, an address or a CIDR block. */
class ClientAddressTest {
    private static String resolve(ClientAddress c, String peer, String... forwarded) {
        return c.resolve(peer, forwarded.length == 0 ? null : Collections.enumeration(List.of(forwarded)));
    }

    @Test
    void forwardedForCountsOnlyThroughTrustedProxies() {
        ClientAddress c = new ClientAddress(List.of("127.0.0.1", "10.0.0.0/8", "fd00::/8"));
        assertThat(resolve(c, "127.0.0.1", "198.51.100.7")).isEqualTo("198.51.100.7");
        // The nearest untrusted hop: what a client wrote before it is not believed.
        assertThat(resolve(c, "127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3")).isEqualTo("198.51.100.7");
        assertThat(resolve(c, "127.0.0.1", "6.6.6.6", "198.51.100.7")).isEqualTo("198.51.100.7");
        assertThat(resolve(c, "fd12::1", "2001:db8::7")).isEqualTo("2001:db8:0:0:0:0:0:7");
        // From an untrusted peer the header is the client's own words.
        assertThat(resolve(c, "203.0.113.5", "198.51.100.7")).isEqualTo("203.0.113.5");
        // Garbage in the chain stops the walk at the proxy that passed it on.
        assertThat(resolve(c, "127.0.0.1", "not-an-ip")).isEqualTo("127.0.0.1");
        assertThat(resolve(c, "127.0.0.1")).isEqualTo("127.0.0.1");
    }

    @Test
    void ranges() {
        AddressRange r = AddressRange.parse("10.0.0.0/8");
        assertThat(r.contains("10.255.0.1")).isTrue();
        assertThat(r.contains("11.0.0.1")).isFalse();
        assertThat(AddressRange.parse("192.168.1.7").contains("192.168.1.7")).isTrue();
        assertThat(AddressRange.parse("192.168.1.7").contains("192.168.1.8")).isFalse();
        assertThat(AddressRange.parse("10.0.0.0/33")).isNull();
        assertThat(AddressRange.parse("proxy.example")).isNull();
        assertThatThrownBy(() -> new ClientAddress(List.of("proxy.example"))).hasMessageContaining("proxy.example");
    }
}
