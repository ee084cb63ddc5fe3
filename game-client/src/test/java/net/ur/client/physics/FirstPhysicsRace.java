package net.ur.client.physics;

import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.components.DieKind;
import net.ur.rules.babylonian.BabylonianBoard;

/**
 * Run in a JVM of its own by {@link FirstPhysicsUseTest}: two threads make the JVM's first dice
 * tables at the same moment (as two games in one JVM do), each drops a small astragal and steps a
 * quarter of a second; prints how many astragals fell onto the tray ({@code FELL n/2}).
 */
public final class FirstPhysicsRace {

    private FirstPhysicsRace() {
    }

    public static void main(String[] args) throws Exception {
        int count = 2;
        CyclicBarrier together = new CyclicBarrier(count);
        boolean[] fell = new boolean[count];
        Thread[] threads = new Thread[count];
        for (int i = 0; i < count; i++) {
            int k = i;
            threads[i] = new Thread(() -> {
                try {
                    together.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                BoardLayout layout = new BoardLayout(BabylonianBoard.TWENTY_SQUARES.shape());
                DiceTable table = new DiceTable(layout);
                table.throwAstragal(DieKind.SMALL_ASTRAGAL, 1f, new SplittableRandom(k));
                float dropped = table.location(0).y;
                for (int s = 0; s < 60; s++) {
                    table.step();
                }
                // Under gravity it lies on the tray by now, about 0.06 m below where it was dropped.
                fell[k] = table.location(0).y < dropped - 0.03f;
                table.destroy();
            });
            threads[i].start();
        }
        int n = 0;
        for (int i = 0; i < count; i++) {
            threads[i].join();
            n += fell[i] ? 1 : 0;
        }
        System.out.println("FELL " + n + "/" + count);
    }
}
