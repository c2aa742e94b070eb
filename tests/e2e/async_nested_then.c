/* then() callbacks that wait for each other (LANGUAGE.md section 10): each
 * level's callback starts the next copy_async, gives it a callback, and
 * blocks until that callback has run, as C++ AMP's continuations may (each
 * runs on a runtime thread of its own; on the host device at once). The
 * data goes a -> v -> b -> out through the three copies. */
#include <pthread.h>
#include <stdio.h>

#define N 256
#define LEVELS 3

struct event {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int is_set;
};

struct scope {
    array<int, 1> *a, *b;
    array_view<int, 1> *v;
    int *out;
    struct event done[LEVELS + 1];
};

static void event_set(struct event *e)
{
    pthread_mutex_lock(&e->lock);
    e->is_set = 1;
    pthread_cond_broadcast(&e->changed);
    pthread_mutex_unlock(&e->lock);
}

static void event_wait(struct event *e)
{
    pthread_mutex_lock(&e->lock);
    while (!e->is_set)
        pthread_cond_wait(&e->changed, &e->lock);
    pthread_mutex_unlock(&e->lock);
}

static void level3(void *arg)
{
    struct scope *s = arg;
    printf("level 3: out[0] %d, out[%d] %d\n", s->out[0], N - 1, s->out[N - 1]);
    event_set(&s->done[3]);
}

static void level2(void *arg)
{
    struct scope *s = arg;
    printf("level 2 in\n");
    completion_future f = copy_async(*s->b, s->out);
    f.then(level3, s);
    event_wait(&s->done[3]);
    printf("level 2 out\n");
    event_set(&s->done[2]);
}

static void level1(void *arg)
{
    struct scope *s = arg;
    printf("level 1 in\n");
    completion_future f = copy_async(*s->v, *s->b);
    f.then(level2, s);
    event_wait(&s->done[2]);
    printf("level 1 out\n");
    event_set(&s->done[1]);
}

int main(void)
{
    static int src[N], mid[N], out[N];
    for (int i = 0; i < N; i++)
        src[i] = 3 * i + 1;
    array<int, 1> a(N, src);
    array<int, 1> b(N);
    array_view<int, 1> v(N, mid);
    struct scope s = {&a, &b, &v, out};
    for (int k = 0; k <= LEVELS; k++) {
        pthread_mutex_init(&s.done[k].lock, NULL);
        pthread_cond_init(&s.done[k].changed, NULL);
        s.done[k].is_set = 0;
    }
    completion_future f = copy_async(a, v);
    f.then(level1, &s);
    event_wait(&s.done[1]);
    printf("main: done\n");
    return 0;
}
