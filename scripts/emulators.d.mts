export declare const ROOT: string;
export declare const PROJECT_ID: string;
export interface Ports {
  auth: number;
  firestore: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  hosting: number;
  app: number;
  appCheckExchange: number;
}
export declare function ports(offset?: number): Ports;
export declare function webEmulatorEnv(p?: Ports): Record<string, string>;
export declare function prepareFirestoreJar(): string | undefined;
export declare function configFile(p?: Ports): string;
export declare function firebaseEnv(): NodeJS.ProcessEnv;
