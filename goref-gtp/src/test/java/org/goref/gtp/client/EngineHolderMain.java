package org.goref.gtp.client;

import java.nio.file.Path;
import java.util.List;

/** A JVM that starts one engine (the arguments, run in the folder given first) and waits to be ended. */
public final class EngineHolderMain {
    private EngineHolderMain() {
    }

    public static void main(String[] args) throws Exception {
        List<String> argv = List.of(args).subList(1, args.length);
        GtpClient.start(argv, Path.of(args[0]), null, null);
        System.out.println("started");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
