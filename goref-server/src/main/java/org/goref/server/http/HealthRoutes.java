package org.goref.server.http;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.goref.server.health.Readiness;

/**
 * {@code GET /healthz}: the process serves (a supervisor restarts it when this stops answering).
 * {@code GET /readyz}: every readiness check passes (a load balancer sends traffic only then); its
 * body names each check, {@code "ok"} or what is wrong.
 */
final class HealthRoutes {
    private final Readiness readiness;

    HealthRoutes(Readiness readiness) {
        this.readiness = readiness;
    }

    void register(RoutesConfig r) {
        Web.getAndHead(r, "/healthz", ctx -> ctx.status(200).contentType("application/json").result("{\"status\":\"ok\"}"));
        Web.getAndHead(r, "/readyz", this::ready);
    }

    private void ready(Context ctx) {
        Readiness.Report report = readiness.report();
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("status", report.ready() ? "ready" : "not-ready");
        ObjectNode checks = o.putObject("checks");
        report.problems().forEach((name, problem) -> checks.put(name, problem == null ? "ok" : problem));
        // Never cached: a proxy that kept a 200 would send traffic to a node that lost its database.
        ctx.header("Cache-Control", "no-store");
        ctx.status(report.ready() ? 200 : 503).contentType("application/json").result(o.toString());
    }
}
