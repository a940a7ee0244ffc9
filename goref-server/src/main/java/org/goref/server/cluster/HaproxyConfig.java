package org.goref.server.cluster;

import java.util.List;

/**
 * An HAProxy configuration in front of several nodes on this machine, as the benchmark and the
 * tests run them: round robin, each node's {@code /readyz} checked twice a second, a request to a
 * node that fails sent to another, WebSockets tunnelled for an hour.
 */
public final class HaproxyConfig {
    private HaproxyConfig() {
    }

    /** The configuration listening on 127.0.0.1:{@code port} for the nodes at {@code hostPorts} ({@code 127.0.0.1:8081}, …). */
    public static String forNodes(int port, List<String> hostPorts) {
        StringBuilder cfg = new StringBuilder("""
                global
                    maxconn 8000
                defaults
                    mode http
                    timeout connect 2s
                    timeout client 120s
                    timeout server 120s
                    timeout tunnel 1h
                    option redispatch
                    retries 2
                frontend web
                    bind 127.0.0.1:%d
                    default_backend nodes
                backend nodes
                    balance roundrobin
                    option httpchk GET /readyz
                    http-check expect status 200
                    default-server inter 300ms fall 2 rise 1
                """.formatted(port));
        for (int i = 0; i < hostPorts.size(); i++) {
            cfg.append("    server n").append(i + 1).append(' ').append(hostPorts.get(i)).append(" check\n");
        }
        return cfg.toString();
    }
}
