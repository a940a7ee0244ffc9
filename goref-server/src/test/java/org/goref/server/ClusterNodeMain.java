package org.goref.server;

import java.util.concurrent.CountDownLatch;

/**
 * One node of several as its own process, for the cluster tests: {@code ClusterNodeMain DB-URL BUS-URL}.
 * Prints {@code port N} once it serves, then serves until killed.
 */
public final class ClusterNodeMain {
    private ClusterNodeMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        GorefServer server = GorefServer.start(0, args[0], args[1]);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        System.out.println("port " + server.port());
        System.out.flush();
        new CountDownLatch(1).await();
    }
}
