export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  send(mail: Mail): Promise<void>;
}
