package org.goref.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay between the server and the real PostgreSQL that can lose the answer to a commit: once
 * armed, the chosen time PostgreSQL answers {@code COMMIT} (its CommandComplete message, sent after
 * the transaction is committed) the relay drops the connection instead of passing the answer on.
 * The database has the transaction; the server sees a connection error. It can also refuse new
 * connections for a while, and drop the ones it relays, as a database that has gone away would.
 *
 * <p>The server must connect with {@code sslmode=disable}, so that the relay sees the messages.
 */
final class CommitCuttingRelay implements AutoCloseable {
    /** The tag of PostgreSQL's CommandComplete for a commit, NUL-terminated as on the wire. */
    private static final byte[] COMMIT_TAG = "COMMIT\0".getBytes(StandardCharsets.US_ASCII);

    private final ServerSocket listener;
    private final String targetHost;
    private final int targetPort;
    /** How many commits from now the one whose answer is lost is; 0 when none is. */
    private final AtomicInteger commitsToCut = new AtomicInteger();
    private final AtomicInteger cuts = new AtomicInteger();
    private volatile boolean refusing;
    private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();

    CommitCuttingRelay(String targetHost, int targetPort) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofPlatform().daemon().name("relay-accept").start(this::acceptLoop);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The next commit's answer is lost (once). */
    void cutAfterNextCommit() {
        cutAfterCommit(1);
    }

    /**
     * The answer of the {@code nth} commit from now is lost (once), those before it pass: for an
     * action that commits more than once, such as a tournament's game started (the game, then the
     * tournament's event).
     */
    void cutAfterCommit(int nth) {
        commitsToCut.set(nth);
    }

    /** Drops every connection relayed now, as a database that went away does. */
    void dropConnections() {
        for (Socket s : sockets) {
            quietlyClose(s);
        }
    }

    /** How many commit answers have been lost. */
    int cuts() {
        return cuts.get();
    }

    /**
     * While true, every new connection is closed as soon as it is accepted, and a cut commit answer
     * takes every relayed connection with it.
     */
    void refuseConnections(boolean refuse) {
        refusing = refuse;
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                return;
            }
            if (refusing) {
                quietlyClose(client);
                continue;
            }
            try {
                Socket server = new Socket(targetHost, targetPort);
                sockets.add(client);
                sockets.add(server);
                Thread.ofPlatform().daemon().start(() -> pump(client, server, false));
                Thread.ofPlatform().daemon().start(() -> pump(server, client, true));
            } catch (IOException e) {
                quietlyClose(client);
            }
        }
    }

    /** Copies one direction; from the database, counts the commits' answers while one is to be cut. */
    private void pump(Socket from, Socket to, boolean fromDatabase) {
        byte[] buf = new byte[65536];
        // The last bytes of the previous read, so that a tag split between two reads is still seen.
        byte[] tail = new byte[0];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n; (n = in.read(buf)) >= 0; ) {
                if (fromDatabase) {
                    byte[] seen = new byte[tail.length + n];
                    System.arraycopy(tail, 0, seen, 0, tail.length);
                    System.arraycopy(buf, 0, seen, tail.length, n);
                    if (commitsToCut.get() > 0 && contains(seen, COMMIT_TAG)
                            && commitsToCut.getAndUpdate(left -> Math.max(0, left - 1)) == 1) {
                        cuts.incrementAndGet();
                        if (refusing) {
                            // A database gone away, not one lost answer: the pool's other
                            // connections go too, or the server would ask through one of them.
                            dropConnections();
                        }
                        break;
                    }
                    int keep = Math.min(seen.length, COMMIT_TAG.length - 1);
                    tail = java.util.Arrays.copyOfRange(seen, seen.length - keep, seen.length);
                }
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // the other side closed
        } finally {
            quietlyClose(from);
            quietlyClose(to);
        }
    }

    private static boolean contains(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private void quietlyClose(Socket s) {
        sockets.remove(s);
        try {
            s.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            // closing anyway
        }
        for (Socket s : sockets) {
            quietlyClose(s);
        }
    }
}
