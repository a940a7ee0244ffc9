package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --bind}: by default the server listens on 127.0.0.1 only (a first run is not open to the
 * network); {@code 0.0.0.0}, said explicitly, listens on every address. 127.0.0.2 is another
 * address of the loopback network, so it tells the two apart on one machine.
 */
class BindAddressTest {
    @TempDir
    Path dir;

    private static void connect(String host, int port) throws Exception {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(host, port), 2000);
        }
    }

    @Test
    void theDefaultIsThisMachineOnlyAndEveryAddressIsSaidExplicitly() throws Exception {
        try (GorefServer local = GorefServer.start(ServerOptions.of(0, Databases.sqliteFile(dir)))) {
            connect("127.0.0.1", local.port());
            assertThatThrownBy(() -> connect("127.0.0.2", local.port())).isInstanceOf(ConnectException.class);
        }
        try (GorefServer open = GorefServer.start(ServerOptions.of(0, Databases.sqliteFile(dir)).withBind("0.0.0.0"))) {
            connect("127.0.0.2", open.port());
            assertThat(new Client(open.port()).get("/healthz").status()).isEqualTo(200);
        }
    }
}
