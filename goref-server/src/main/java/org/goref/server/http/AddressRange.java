package org.goref.server.http;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * One trusted proxy: an IP address ({@code 10.0.0.5}) or a block of them in CIDR form
 * ({@code 10.0.0.0/8}, {@code fd00::/8}), as a container network hands its proxies addresses.
 */
record AddressRange(byte[] network, int prefix) {
    /** The range written as {@code ADDRESS} or {@code ADDRESS/BITS}; null when it is neither. */
    static AddressRange parse(String s) {
        String t = s.strip();
        int slash = t.indexOf('/');
        String address = IpLiteral.normal(slash < 0 ? t : t.substring(0, slash));
        if (address == null) {
            return null;
        }
        byte[] bytes = bytes(address);
        int bits = bytes.length * 8;
        if (slash >= 0) {
            try {
                bits = Integer.parseInt(t.substring(slash + 1));
            } catch (NumberFormatException e) {
                return null;
            }
            if (bits < 0 || bits > bytes.length * 8) {
                return null;
            }
        }
        return new AddressRange(bytes, bits);
    }

    /** Whether {@code normalAddress} (an {@link IpLiteral#normal} form) lies in the range. */
    boolean contains(String normalAddress) {
        byte[] a = bytes(normalAddress);
        if (a == null || a.length != network.length) {
            return false;
        }
        for (int bit = 0; bit < prefix; bit++) {
            int mask = 0x80 >>> (bit % 8);
            if ((a[bit / 8] & mask) != (network[bit / 8] & mask)) {
                return false;
            }
        }
        return true;
    }

    private static byte[] bytes(String literal) {
        try {
            return literal == null ? null : InetAddress.getByName(literal).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
