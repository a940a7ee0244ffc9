package org.goref.server;

/** Runs the server in a process of its own for the crash test: prints {@code port=N} when it listens. */
public final class ServerProcessMain {
    private ServerProcessMain() {
    }

    public static void main(String[] args) throws Exception {
        GorefServer s = GorefServer.start(0, args[0]);
        System.out.println("port=" + s.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
