-- wrk script for wrk-compare: sends the body named by WRK_BODY (if any) as a JSON POST, stops
-- each thread after WRK_MAX_REQUESTS responses (wrk's -d bounds the time), and prints one
-- machine-readable line at the end.
local body_file = os.getenv("WRK_BODY")
if body_file and body_file ~= "" then
    local file = assert(io.open(body_file, "rb"))
    wrk.method = "POST"
    wrk.body = file:read("*a")
    file:close()
    wrk.headers["Content-Type"] = "application/json"
end

local max_requests = tonumber(os.getenv("WRK_MAX_REQUESTS") or "20000")
local responses = 0

function response(status, headers, body)
    responses = responses + 1
    if responses >= max_requests then
        wrk.thread:stop()
    end
end

function done(summary, latency, requests)
    local seconds = summary.duration / 1e6
    local failed = summary.errors.status + summary.errors.connect + summary.errors.read
        + summary.errors.write + summary.errors.timeout
    -- wrk's duration is always its -d: a run stopped by the count is timed as if it had gone on.
    local capped = summary.requests >= max_requests and 1 or 0
    io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.1f p50_ms=%.2f p99_ms=%.2f failed=%d capped=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, failed, capped))
end
