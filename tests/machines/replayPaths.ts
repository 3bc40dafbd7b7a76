import { type AnyActorRef, type AnyStateMachine, createActor, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Shortest paths of a machine's graph, each replayed against a running actor of the machine with
 * its effects provided: after every step the actor must be in the state the graph says. A graph
 * test that only lists reachable states can pass while the running machine diverges from it.
 */
export async function replayShortestPaths<M extends AnyStateMachine>(
  graphMachine: M,
  runMachine: () => M,
  events: EventFromLogic<M>[],
  settle: (actor: AnyActorRef) => Promise<void> = async () => {},
): Promise<{ paths: number; reached: Set<string> }> {
  const paths = getShortestPaths(graphMachine, { events });
  const reached = new Set<string>();
  for (const path of paths) {
    const actor = createActor(runMachine()).start();
    await settle(actor);
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      actor.send(step.event);
      await settle(actor);
      const expected = JSON.stringify(step.state.value);
      const actual = JSON.stringify((actor as AnyActorRef).getSnapshot().value);
      if (actual !== expected) {
        actor.stop();
        throw new Error(
          `path ${path.steps.map((s) => s.event.type).join(' > ')}: expected ${expected} after ${step.event.type}, actor is in ${actual}`,
        );
      }
    }
    reached.add(JSON.stringify(path.state.value));
    actor.stop();
  }
  return { paths: paths.length, reached };
}
