/**
 * Every store registers how to empty itself, so a local logout can clear all of them at once
 * without knowing them (SPEC section 2: local logout clears all stores). Connections that would go on using
 * the session (the live stream) also register how to stop, so signing out can stop them before it revokes the
 * session, without loading their code.
 */
type Action = () => void;

/** A set of actions: the register function (returning its unregister) and the run-them-all function. */
function actionSet(): [register: (action: Action) => () => void, runAll: () => void] {
  const actions = new Set<Action>();
  return [
    (action) => {
      actions.add(action);
      return () => actions.delete(action);
    },
    () => {
      for (const action of actions) action();
    },
  ];
}

/** `onReset` registers a store's reset; `resetAllStores` empties every registered store. */
export const [onReset, resetAllStores] = actionSet();

/** `onSessionEnding` registers how to stop a connection using the session; `stopSessionConnections` stops them all. */
export const [onSessionEnding, stopSessionConnections] = actionSet();
