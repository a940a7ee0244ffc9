package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The JVM options of the node processes {@code bench server --nodes} starts. */
class LocalClusterTest {
    @Test
    void eachNodesCollectorTakesItsShareOfTheCoresAndAtLeastOne() {
        assertThat(LocalCluster.jvmOptions(3, 2)).contains("-XX:ParallelGCThreads=1");
        assertThat(LocalCluster.jvmOptions(3, 8)).contains("-XX:ParallelGCThreads=2");
        assertThat(LocalCluster.jvmOptions(1, 4)).contains("-XX:ParallelGCThreads=4");
        assertThat(LocalCluster.jvmOptions(0, 4)).contains("-XX:ParallelGCThreads=4");
    }

    @Test
    void theHeapIsSizedOnce() {
        assertThat(LocalCluster.jvmOptions(3, 2)).contains("-Xms" + LocalCluster.HEAP, "-Xmx" + LocalCluster.HEAP);
    }
}
