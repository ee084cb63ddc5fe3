// Makes a rule set's Perfect table the way the game does (PerfectTables.forPlayer(): one worker
// fewer than the cores, the data folder under ur.home) and prints its status every 30 s. Not built
// by Maven. Run from the repository after ./ur has built once:
//   /usr/bin/time -v java -Xmx8g -Dur.home=/tmp/h -cp launcher/target/ur.jar docs/tools/BuildTable.java finkel
import net.ur.client.perfect.PerfectTables;
public class BuildTable {
    public static void main(String[] a) throws Exception {
        String rules = a.length > 0 ? a[0] : "finkel";
        PerfectTables t = PerfectTables.forPlayer();
        var s = PerfectTables.classic(rules).orElseThrow();
        System.out.println("folder " + t.folder() + " maxHeap " + t.maxHeap() + " needs " + t.describeNeeds(s)
            + " estimate " + t.estimatedSeconds(s) + " s");
        long t0 = System.nanoTime();
        t.want(s);
        while (true) {
            var st = t.status(s);
            double el = (System.nanoTime() - t0) / 1e9;
            System.out.printf("%8.1f s %s %.4f left %.0f s %s%n", el, st.phase(), st.fraction(), st.secondsLeft(),
                st.problem() == null ? "" : st.problem());
            if (st.ready() || st.phase() == PerfectTables.Phase.FAILED || st.phase() == PerfectTables.Phase.NO_MEMORY) break;
            Thread.sleep(30000);
        }
        System.out.printf("done in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        t.close();
    }
}
