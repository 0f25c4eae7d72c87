/** How the assistant answers: a model endpoint when configured, else the offline answerer. */
export interface ChatbotConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  apiBaseUrl?: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp) need none. */
  apiKey?: string;
  model?: string;
  /** How long a model may take before the guest is told it failed. */
  timeoutMs: number;
  /** Questions one party may ask per minute. */
  questionsPerMinute: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return n;
}

export function loadChatbotConfig(env: NodeJS.ProcessEnv): ChatbotConfig {
  const apiBaseUrl = env.CHATBOT_API_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  const model = env.CHATBOT_MODEL?.trim() || undefined;
  if (apiBaseUrl) {
    let url: URL;
    try {
      url = new URL(apiBaseUrl);
    } catch {
      throw new Error(`CHATBOT_API_BASE_URL must be an http(s) address, got "${apiBaseUrl}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CHATBOT_API_BASE_URL must be an http(s) address, got "${apiBaseUrl}"`);
    // Every OpenAI-compatible server serves several models; guessing one would fail later, on a guest's question.
    if (!model) throw new Error('CHATBOT_MODEL must name the model when CHATBOT_API_BASE_URL is set (e.g. gpt-4o-mini, llama3.2)');
  }
  return {
    apiBaseUrl,
    apiKey: env.CHATBOT_API_KEY?.trim() || undefined,
    model,
    timeoutMs: positiveInt(env, 'CHATBOT_TIMEOUT_SECONDS', 20) * 1000,
    questionsPerMinute: positiveInt(env, 'CHATBOT_QUESTIONS_PER_MINUTE', 10),
  };
}
