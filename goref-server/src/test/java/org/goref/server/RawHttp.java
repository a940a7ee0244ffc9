package org.goref.server;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One HTTP/1.1 request written by hand on a socket, for the headers Java's HttpClient will not
 * send as given ({@code Host}): what any client can put on the wire.
 */
final class RawHttp {
    record Answer(int status, Map<String, String> headers, String body) {
        JsonNode json() throws Exception {
            return Client.JSON.readTree(body);
        }
    }

    private RawHttp() {
    }

    static Answer send(int port, String method, String path, Map<String, String> headers, String body) throws Exception {
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        headers.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
        req.append("Content-Length: ").append(bytes.length).append("\r\nConnection: close\r\n\r\n");
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(bytes);
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            String[] head = text.substring(0, end).split("\r\n");
            Map<String, String> h = new LinkedHashMap<>();
            for (int i = 1; i < head.length; i++) {
                int colon = head[i].indexOf(':');
                h.put(head[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), head[i].substring(colon + 1).strip());
            }
            String rest = text.substring(end + 4);
            if ("chunked".equalsIgnoreCase(h.get("transfer-encoding"))) {
                rest = unchunk(rest);
            }
            return new Answer(Integer.parseInt(head[0].split(" ")[1]), h, rest);
        }
    }

    private static String unchunk(String s) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            int nl = s.indexOf("\r\n", i);
            int n = Integer.parseInt(s.substring(i, nl).strip(), 16);
            if (n == 0) {
                break;
            }
            b.append(s, nl + 2, nl + 2 + n);
            i = nl + 2 + n + 2;
        }
        return b.toString();
    }
}
