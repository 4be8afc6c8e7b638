/** Per-request values the API's middleware and routes share through Hono's context. */
export type ApiEnv = {
  Variables: {
    requestId: string;
    /** The contract pattern of the matched call (`/api/v1/cards/{id}`), for logs. */
    route: string;
    userId: number | null;
  };
};
