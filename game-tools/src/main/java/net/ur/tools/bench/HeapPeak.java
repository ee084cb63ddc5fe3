package net.ur.tools.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import com.sun.management.GarbageCollectionNotificationInfo;

/**
 * The most heap a piece of work held: the heap in use just before each collection (the highest point
 * between two collections) and at the end, whichever is largest. Summing the pools' own peaks instead
 * overstates it, since the young and old pools peak at different times (a Masters solve in an 8 GB heap
 * summed to 10.8 GB); this figure never exceeds the heap's limit.
 */
public final class HeapPeak {

    private final AtomicLong peak = new AtomicLong();
    private final List<Runnable> removals = new ArrayList<>();

    private HeapPeak() {
    }

    /** Starts watching the collections of this JVM. */
    public static HeapPeak start() {
        HeapPeak p = new HeapPeak();
        p.peak.set(heapUsed());
        Set<String> heapPools = new HashSet<>();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
        NotificationListener listener = (notification, handback) -> {
            if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                GarbageCollectionNotificationInfo info =
                        GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                long before = 0;
                for (Map.Entry<String, MemoryUsage> e : info.getGcInfo().getMemoryUsageBeforeGc().entrySet()) {
                    if (heapPools.contains(e.getKey())) {
                        before += e.getValue().getUsed();
                    }
                }
                p.peak.accumulateAndGet(before, Math::max);
            }
        };
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                p.removals.add(() -> {
                    try {
                        emitter.removeNotificationListener(listener);
                    } catch (ListenerNotFoundException e) {
                        // already gone: nothing to remove
                    }
                });
            }
        }
        return p;
    }

    /** Stops watching; the peak in bytes. */
    public long stop() {
        removals.forEach(Runnable::run);
        return peak.accumulateAndGet(heapUsed(), Math::max);
    }

    private static long heapUsed() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
